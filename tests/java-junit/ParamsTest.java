import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EmptySource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Parameterized tests: every source, implicit conversion, some invocations failing. */
class ParamsTest {
    enum Size { SMALL, MEDIUM, LARGE, HUGE }

    private int setUps;

    @BeforeEach
    void setUp() {
        setUps++;
    }

    static boolean isPalindrome(String s) {
        return new StringBuilder(s).reverse().toString().equals(s);
    }

    @ParameterizedTest
    @ValueSource(strings = {"racecar", "radar", "terrarium", ""})
    void palindromes(String word) {
        assertEquals(1, setUps);
        assertTrue(isPalindrome(word), word + " is not a palindrome");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, -4})
    void positiveInts(int n) {
        assertTrue(n > 0);
    }

    @ParameterizedTest
    @ValueSource(longs = {10_000_000_000L, 3})
    void longs(long n) {
        assertTrue(n > 2);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.5, 1.5, 2.0})
    void doubles(double d) {
        assertTrue(d < 2.0);
    }

    @ParameterizedTest
    @ValueSource(floats = {0.25f})
    void floats(float f) {
        assertEquals(0.25f, f);
    }

    @ParameterizedTest
    @ValueSource(shorts = {7, 8})
    void shorts(short s) {
        assertTrue(s >= 7);
    }

    @ParameterizedTest
    @ValueSource(bytes = {1, 127})
    void bytes(byte b) {
        assertTrue(b > 0);
    }

    @ParameterizedTest
    @ValueSource(chars = {'a', 'z'})
    void chars(char c) {
        assertTrue(Character.isLowerCase(c));
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void booleans(boolean b) {
        assertTrue(b);
    }

    @ParameterizedTest
    @ValueSource(classes = {String.class, Integer.class})
    void classes(Class<?> c) {
        assertEquals("java.lang", c.getPackageName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"42", "-7", "x"})
    void stringToInt(int n) {
        assertTrue(n != 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SMALL", "HUGE"})
    void stringToEnum(Size s) {
        assertTrue(s.ordinal() < 3, s + " too big");
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024-02-29", "1999-12-31"})
    void stringToDate(LocalDate d) {
        assertTrue(d.isLeapYear(), d + " not in a leap year");
    }

    @ParameterizedTest
    @CsvSource({"apple, 1", "banana, 2", "'lemon, lime', 0xF", "'', 3", "cherry,"})
    void csv(String fruit, Integer rank) {
        assertNotNull(fruit);
        assertNotNull(rank, "rank of " + fruit);
    }

    @ParameterizedTest(name = "{index}: {0} + {1} = {2}")
    @CsvSource(delimiter = '|', value = {"1|2|3", "10|20|30", "2|2|5"})
    void addition(int a, long b, double sum) {
        assertEquals(sum, a + b);
    }

    @ParameterizedTest
    @CsvSource(value = {"NIL, x", "a, N/A", "'NIL', y"}, nullValues = {"NIL", "N/A"})
    void nullValues(String a, String b) {
        assertNotNull(a);
        assertNotNull(b);
    }

    static Stream<Arguments> ranges() {
        return Stream.of(Arguments.of(1, 5, true), Arguments.arguments(5, 1, false), Arguments.of(3, 3, false));
    }

    @ParameterizedTest
    @MethodSource("ranges")
    void streamOfArguments(int lo, int hi, boolean ascending) {
        assertEquals(ascending, lo < hi);
    }

    static List<String> fruits() {
        return List.of("fig", "kiwi", "date");
    }

    @ParameterizedTest
    @MethodSource("fruits")
    void listOfValues(String fruit) {
        assertTrue(fruit.length() <= 3, fruit);
    }

    static Stream<String> defaultFactory() {
        return Stream.of("same", "name");
    }

    @ParameterizedTest
    @MethodSource
    void defaultFactory(String s) {
        assertEquals(4, s.length());
    }

    static IntStream evens() {
        return IntStream.of(2, 4, 7);
    }

    @ParameterizedTest
    @MethodSource("evens")
    void intStream(int n) {
        assertEquals(0, n % 2);
    }

    static Object[][] matrix() {
        return new Object[][] {{"a", 1}, {"bb", 2}, {"ccc", 4}};
    }

    @ParameterizedTest
    @MethodSource("matrix")
    void arrayOfArrays(String s, int len) {
        assertEquals(len, s.length());
    }

    static Arguments[] argArray() {
        return new Arguments[] {Arguments.of(TimeUnit.SECONDS, 1000L), Arguments.of(TimeUnit.MINUTES, 60_000L)};
    }

    @ParameterizedTest
    @MethodSource("argArray")
    void arrayOfArguments(TimeUnit unit, long millis) {
        assertEquals(millis, unit.toMillis(1));
    }

    @ParameterizedTest
    @MethodSource("ParamsTest#fruits")
    void qualifiedFactory(String fruit) {
        assertNotNull(fruit);
    }

    @ParameterizedTest
    @EnumSource(Size.class)
    void allSizes(Size s) {
        assertTrue(s != Size.HUGE);
    }

    @ParameterizedTest
    @EnumSource(names = {"SMALL", "LARGE"})
    void someSizes(Size s) {
        assertTrue(s.ordinal() % 2 == 0);
    }

    @ParameterizedTest
    @EnumSource(value = Size.class, names = {"HUGE"}, mode = EnumSource.Mode.EXCLUDE)
    void excludedSizes(Size s) {
        assertTrue(s != Size.HUGE);
    }

    @ParameterizedTest
    @EnumSource(value = TimeUnit.class, names = {"SECONDS", "MINUTES"})
    void libraryEnum(TimeUnit unit) {
        assertTrue(unit.toSeconds(1) >= 1);
    }

    @ParameterizedTest
    @NullSource
    void nullOnly(String s) {
        assertNull(s);
    }

    @ParameterizedTest
    @EmptySource
    void emptyThings(List<String> list) {
        assertTrue(list.isEmpty());
    }

    @ParameterizedTest
    @EmptySource
    void emptyArray(int[] values) {
        assertEquals(0, values.length);
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" ", "text"})
    void blankStrings(String s) {
        assertTrue(s == null || s.trim().isEmpty(), "not blank: " + s);
    }

    @ParameterizedTest(name = "#{index} with [{arguments}]")
    @MethodSource("matrix")
    void customName(String s, int len) {
        assertTrue(len > 0);
    }

    @ParameterizedTest
    @CsvSource({"1, one", "2"})
    void tooFewColumns(int n, String word) {
        assertNotNull(word);
    }

    @ParameterizedTest
    @ValueSource(ints = {})
    void noArguments(int n) {
    }
}
