package org.junit.jupiter.api;

import java.net.URI;
import java.util.Optional;

/** A test or container made at run time by a {@link TestFactory}. */
public abstract class DynamicNode {
    private final String displayName;
    private final URI testSourceUri;

    DynamicNode(String displayName, URI testSourceUri) {
        if (displayName == null || displayName.trim().isEmpty()) {
            throw new org.junit.platform.commons.PreconditionViolationException("displayName must not be null or blank");
        }
        this.displayName = displayName;
        this.testSourceUri = testSourceUri;
    }

    public String getDisplayName() {
        return displayName;
    }

    public Optional<URI> getTestSourceUri() {
        return Optional.ofNullable(testSourceUri);
    }

    public String toString() {
        return getClass().getSimpleName() + " [displayName = '" + displayName + "', testSourceUri = " + testSourceUri + "]";
    }
}
