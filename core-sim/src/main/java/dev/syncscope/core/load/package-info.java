/**
 * Opening user files: picks the front end by file type (Khronos {@code .test}, herd {@code .litmus},
 * kernels) and returns the one program model. Must not depend on any UI library.
 */
package dev.syncscope.core.load;
