package org.junit.jupiter.api.extension;

/** The marker of Jupiter extensions. */
public interface Extension {
}
