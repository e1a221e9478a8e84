package org.junit.jupiter.api;

import java.net.URI;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** A named group of dynamic tests and containers. */
public class DynamicContainer extends DynamicNode {
    private final Stream<? extends DynamicNode> children;

    private DynamicContainer(String displayName, URI testSourceUri, Stream<? extends DynamicNode> children) {
        super(displayName, testSourceUri);
        this.children = children;
    }

    public static DynamicContainer dynamicContainer(String displayName, Iterable<? extends DynamicNode> dynamicNodes) {
        return dynamicContainer(displayName, StreamSupport.stream(dynamicNodes.spliterator(), false));
    }

    public static DynamicContainer dynamicContainer(String displayName, Stream<? extends DynamicNode> dynamicNodes) {
        return new DynamicContainer(displayName, null, dynamicNodes);
    }

    public static DynamicContainer dynamicContainer(String displayName, URI testSourceUri,
            Stream<? extends DynamicNode> dynamicNodes) {
        return new DynamicContainer(displayName, testSourceUri, dynamicNodes);
    }

    public Stream<? extends DynamicNode> getChildren() {
        return children;
    }
}
