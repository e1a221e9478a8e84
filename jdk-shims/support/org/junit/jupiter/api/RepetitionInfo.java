package org.junit.jupiter.api;

/** Which repetition of a {@link RepeatedTest} is running. */
public interface RepetitionInfo {
    int getCurrentRepetition();

    int getTotalRepetitions();
}
