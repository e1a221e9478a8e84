package org.junit.jupiter.params.provider;

/** A custom provider of arguments (its method needs the extension model, which terrarium test does not have). */
public interface ArgumentsProvider {
}
