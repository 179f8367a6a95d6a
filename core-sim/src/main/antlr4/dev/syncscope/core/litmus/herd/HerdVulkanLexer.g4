/* Tokens of the herd-style Vulkan litmus format; see HerdVulkanParser.g4. */
lexer grammar HerdVulkanLexer;

// ---------------------------------------------------------------- lexer: title and preamble

ARCH            :   ('VULKAN' | 'Vulkan' | 'vulkan') -> pushMode(TITLE);
COMMENT_LINE    :   '"' ~[\r\n]* '"';
PRE_LBRACE      :   '{' -> type(LBRACE), mode(BODY);
PRE_WS          :   [ \t\r\n]+ -> skip;
META            :   ~[ \t\r\n"{]+;

mode TITLE;
TITLE_WS        :   [ \t]+ -> skip;
NAME            :   ~[ \t\r\n] ~[\r\n]*;
TITLE_END       :   [\r\n]+ -> skip, popMode;

// ---------------------------------------------------------------- lexer: body

mode BODY;
LBRACE          :   '{';
RBRACE          :   '}';
LPAR            :   '(';
RPAR            :   ')';
LBRACK          :   '[';
RBRACK          :   ']';
SEMI            :   ';';
BAR             :   '|';
COMMA           :   ',';
COLON           :   ':';
AT              :   '@';
AMP             :   '&';
MINUS           :   '-';
EQEQ            :   '==';
NEQ             :   '!=';
LE              :   '<=';
GE              :   '>=';
LT              :   '<';
GT              :   '>';
EQ              :   '=';
AND             :   '/\\';
OR              :   '\\/';
TILDE           :   '~';

EXISTS          :   'exists';
FORALL          :   'forall';
FILTER          :   'filter';
NOT             :   'not';
TRUE            :   'true';
FALSE           :   'false';
LOCATIONS       :   'locations';
SSW             :   'ssw';
ALIASES         :   'aliases';
SG              :   'sg';
WG              :   'wg';
QF              :   'qf';

ST              :   'st';
LD              :   'ld';
RMW             :   'rmw';
MEMBAR          :   'membar';
CBAR            :   'cbar';
AVDEVICE        :   'avdevice';
VISDEVICE       :   'visdevice';
GOTO            :   'goto';
BRANCH_OP       :   'beq' | 'bne' | 'blt' | 'bgt' | 'ble' | 'bge';
LOCAL_OP        :   'add' | 'sub' | 'mul' | 'div' | 'and' | 'or' | 'xor';

QUALIFIER       :   '.' [A-Za-z0-9_]+;
THREAD          :   'P' [0-9]+;
REGISTER        :   'r' [0-9]+;
INT             :   '0x' [0-9a-fA-F]+ | [0-9]+;
IDENT           :   [A-Za-z_] [A-Za-z0-9_]*;

BLOCK_COMMENT   :   '(*' .*? '*)' -> skip;
WS              :   [ \t\r\n]+ -> skip;
