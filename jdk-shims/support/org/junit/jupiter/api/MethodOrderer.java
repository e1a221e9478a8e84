package org.junit.jupiter.api;

/**
 * How a class's test methods are ordered. terrarium test reads the orderer
 * named by {@link TestMethodOrder} itself (MethodName, DisplayName,
 * OrderAnnotation; Random keeps the declaration order).
 */
public interface MethodOrderer {
    String DEFAULT_ORDER_PROPERTY_NAME = "junit.jupiter.testmethod.order.default";

    class MethodName implements MethodOrderer {
        public MethodName() {
        }
    }

    class DisplayName implements MethodOrderer {
        public DisplayName() {
        }
    }

    class OrderAnnotation implements MethodOrderer {
        public OrderAnnotation() {
        }
    }

    class Random implements MethodOrderer {
        public static final String RANDOM_SEED_PROPERTY_NAME = "junit.jupiter.execution.order.random.seed";

        public Random() {
        }
    }
}
