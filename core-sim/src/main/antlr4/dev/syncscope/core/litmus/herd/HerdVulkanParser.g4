/*
 * The herd-style Vulkan litmus format as read by Dat3M (litmus/VULKAN): a "Vulkan NAME" line, quoted
 * comments, an init block, an optional SSW block, a table of threads (one column per thread, rows
 * separated by ';'), an optional "locations" list, an optional filter and a final condition.
 * Instruction qualifiers (".atom", ".acq", ".dv", ".sc0", ...) are lexed as one QUALIFIER token each and
 * checked per instruction kind by the AST builder, so that a wrong qualifier gets a precise message.
 * The indirect access forms (a register where the location goes) are not in Dat3M's grammar: they are
 * parsed only to be rejected with a positioned message, since the format has no accesses through a register.
 */
parser grammar HerdVulkanParser;

options { tokenVocab = HerdVulkanLexer; }


// ---------------------------------------------------------------- parser

litmus
    :   ARCH NAME preambleItem* initBlock sswBlock? threadHeader instructionRow*
        locationsClause? filterClause? conditionClause? EOF
    ;

preambleItem
    :   COMMENT_LINE
    |   META
    ;

initBlock
    :   LBRACE (initEntry (SEMI initEntry)* SEMI?)? RBRACE SEMI?
    ;

initEntry
    :   name EQ constant                              # initLocation
    |   threadRef COLON REGISTER EQ constant          # initRegister
    |   threadRef COLON REGISTER EQ AMP? name         # initRegisterAddress
    |   name EQ AMP? name                             # initLocationAddress
    |   name ALIASES name                             # initAlias
    ;

sswBlock
    :   LBRACE (sswEntry (SEMI sswEntry)* SEMI?)? RBRACE SEMI?
    ;

sswEntry
    :   SSW threadRef threadRef
    ;

threadHeader
    :   threadDecl (BAR threadDecl)* SEMI
    ;

threadDecl
    :   THREAD AT SG INT COMMA WG INT COMMA QF INT
    ;

instructionRow
    :   instruction (BAR instruction)* SEMI
    ;

instruction
    :   /* empty cell */                                                # emptyCell
    |   ST QUALIFIER* name COMMA value                                  # store
    |   LD QUALIFIER* REGISTER COMMA name                               # load
    |   RMW QUALIFIER* REGISTER COMMA name COMMA value                  # rmw
    |   ST QUALIFIER* REGISTER COMMA value                              # indirectStore
    |   LD QUALIFIER* REGISTER COMMA REGISTER                           # indirectLoad
    |   RMW QUALIFIER* REGISTER COMMA REGISTER COMMA value              # indirectRmw
    |   MEMBAR QUALIFIER*                                               # memoryBarrier
    |   CBAR QUALIFIER* constant (COMMA value (COMMA value)?)?          # controlBarrier
    |   (AVDEVICE | VISDEVICE)                                          # deviceOperation
    |   LOCAL_OP REGISTER COMMA value COMMA value                       # local
    |   label COLON                                                     # labelDefinition
    |   GOTO label                                                      # jump
    |   BRANCH_OP value COMMA value COMMA label                         # branch
    ;

label
    :   IDENT
    ;

value
    :   constant
    |   REGISTER
    ;

constant
    :   MINUS? INT
    ;

threadRef
    :   THREAD
    |   INT
    ;

locationsClause
    :   LOCATIONS LBRACK (observed (SEMI observed)* SEMI?)? RBRACK
    ;

observed
    :   threadRef COLON REGISTER
    |   name
    ;

filterClause
    :   FILTER predicate SEMI?
    ;

conditionClause
    :   quantifier predicate SEMI?
    ;

quantifier
    :   EXISTS
    |   (TILDE | NOT) EXISTS
    |   FORALL
    ;

predicate
    :   LPAR predicate RPAR                     # parenthesized
    |   (TILDE | NOT) predicate                 # negation
    |   predicate AND predicate                 # conjunction
    |   predicate OR predicate                  # disjunction
    |   TRUE                                    # truth
    |   FALSE                                   # falsity
    |   operand comparison operand              # compare
    ;

operand
    :   threadRef COLON REGISTER                # registerOperand
    |   name (LBRACK INT RBRACK)?               # locationOperand
    |   AMP name                                # addressOperand
    |   constant                                # constantOperand
    ;

comparison
    :   EQEQ | EQ | NEQ | LT | GT | LE | GE
    ;

/** A location name; the scope words of the thread header are only keywords there. */
name
    :   IDENT | SG | WG | QF | SSW | ALIASES | LOCATIONS | TRUE | FALSE
    ;
