package org.junit.runners;

/** How {@link org.junit.FixMethodOrder} sorts test methods (the runner reads it). */
public enum MethodSorters {
    /** By method name. */
    NAME_ASCENDING,
    /** As the JVM lists them. */
    JVM,
    /** A deterministic order by the names' hashes. */
    DEFAULT
}
