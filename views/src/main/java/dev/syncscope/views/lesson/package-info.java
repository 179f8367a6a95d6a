/**
 * The lessons browser: the curated sample kernels with their titles and lesson texts, a filter,
 * and an Open action. FX thread only. Takes plain {@link dev.syncscope.views.lesson.LessonEntry}
 * records, so it must not depend on the sample-kernels module (nor on app).
 */
package dev.syncscope.views.lesson;
