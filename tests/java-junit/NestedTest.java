import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/** A stack, tested the Jupiter way: nested states, repetitions, order, timeouts, dynamic tests. */
@DisplayName("A stack")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class NestedTest {
    List<String> stack;

    @BeforeEach
    void create() {
        stack = new ArrayList<>();
    }

    @Test
    @Order(2)
    @DisplayName("is empty when new")
    void emptyWhenNew() {
        assertTrue(stack.isEmpty());
    }

    @Test
    @Order(1)
    void knowsItsName(TestInfo info) {
        assertEquals("knowsItsName(TestInfo)", info.getDisplayName());
    }

    @RepeatedTest(3)
    @Order(3)
    void repeated(RepetitionInfo info) {
        assertTrue(info.getCurrentRepetition() != 2, "repetition " + info.getCurrentRepetition());
    }

    @RepeatedTest(value = 2, name = "{displayName} run {currentRepetition}/{totalRepetitions}")
    void repeatedNamed() {
        stack.add("x");
        assertEquals(1, stack.size());
    }

    @Test
    @Timeout(value = 50, unit = TimeUnit.MILLISECONDS)
    void spins() {
        long start = System.nanoTime();
        while (System.nanoTime() - start < 1_000_000_000L) {
            stack.clear();
        }
    }

    @Test
    @Timeout(5)
    void quick() {
        assertEquals(0, stack.size());
    }

    @TestFactory
    Stream<DynamicTest> squares() {
        return Stream.of(1, 2, 3).map(n -> DynamicTest.dynamicTest("square of " + n, () -> assertTrue(n * n < 5)));
    }

    @TestFactory
    List<DynamicNode> grouped() {
        return List.of(
                DynamicContainer.dynamicContainer("evens", Stream.of(DynamicTest.dynamicTest("2", () -> assertEquals(0, 2 % 2)))),
                DynamicTest.dynamicTest("fails", () -> assertEquals(1, 2)));
    }

    @Nested
    @DisplayName("when pushed")
    class WhenPushed {
        @BeforeEach
        void push() {
            stack.add("a");
        }

        @Test
        void notEmpty() {
            assertEquals(1, stack.size());
        }

        @Test
        void topIsA() {
            assertEquals("b", stack.get(stack.size() - 1));
        }

        @Nested
        class AndPushedAgain {
            @BeforeEach
            void pushAgain() {
                stack.add("b");
            }

            @Test
            void hasTwo() {
                assertEquals(List.of("a", "b"), stack);
            }
        }
    }
}
