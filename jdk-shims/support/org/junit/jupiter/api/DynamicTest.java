package org.junit.jupiter.api;

import java.net.URI;
import java.util.Iterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.function.ThrowingConsumer;

/** A test made at run time. */
public class DynamicTest extends DynamicNode {
    private final Executable executable;

    private DynamicTest(String displayName, URI testSourceUri, Executable executable) {
        super(displayName, testSourceUri);
        if (executable == null) {
            throw new org.junit.platform.commons.PreconditionViolationException("executable must not be null");
        }
        this.executable = executable;
    }

    public static DynamicTest dynamicTest(String displayName, Executable executable) {
        return new DynamicTest(displayName, null, executable);
    }

    public static DynamicTest dynamicTest(String displayName, URI testSourceUri, Executable executable) {
        return new DynamicTest(displayName, testSourceUri, executable);
    }

    public static <T> Stream<DynamicTest> stream(Iterator<T> inputGenerator,
            Function<? super T, String> displayNameGenerator, ThrowingConsumer<? super T> testExecutor) {
        return stream(StreamSupport.stream(Spliterators.spliteratorUnknownSize(inputGenerator, Spliterator.ORDERED), false),
                displayNameGenerator, testExecutor);
    }

    public static <T> Stream<DynamicTest> stream(Stream<T> inputStream,
            Function<? super T, String> displayNameGenerator, ThrowingConsumer<? super T> testExecutor) {
        return inputStream.map(input -> dynamicTest(displayNameGenerator.apply(input), () -> testExecutor.accept(input)));
    }

    public static <T> Stream<DynamicTest> stream(Iterator<? extends Named<T>> inputGenerator,
            ThrowingConsumer<? super T> testExecutor) {
        return stream(StreamSupport.stream(Spliterators.spliteratorUnknownSize(inputGenerator, Spliterator.ORDERED), false),
                testExecutor);
    }

    public static <T> Stream<DynamicTest> stream(Stream<? extends Named<T>> inputStream,
            ThrowingConsumer<? super T> testExecutor) {
        return inputStream.map(input -> dynamicTest(input.getName(), () -> testExecutor.accept(input.getPayload())));
    }

    public Executable getExecutable() {
        return executable;
    }
}
