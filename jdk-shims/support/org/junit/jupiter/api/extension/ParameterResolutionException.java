package org.junit.jupiter.api.extension;

import org.junit.platform.commons.JUnitException;

/** A test method's parameter could not be given a value. */
public class ParameterResolutionException extends JUnitException {
    private static final long serialVersionUID = 1L;

    public ParameterResolutionException(String message) {
        super(message);
    }

    public ParameterResolutionException(String message, Throwable cause) {
        super(message, cause);
    }
}
