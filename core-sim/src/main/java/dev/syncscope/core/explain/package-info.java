/**
 * Explanations as data: for a read, the write it read and, for each newer write it did not see,
 * the first missing link (not made available, available only in another domain, no
 * happens-before, not made visible, storage class missing, scope too narrow, private access,
 * different reference, chains off). Also the missing link of a data race.
 *
 * <p>Depends on {@code model}, {@code memory} and {@code sync}. Must not depend on {@code exec},
 * {@code api} or any UI library.
 */
package dev.syncscope.core.explain;
