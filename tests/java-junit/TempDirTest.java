import static org.junit.jupiter.api.Assertions.*;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

/** @TempDir fields and parameters (Path and File), and a lifecycle method
 *  with parameters: each declaration gets its own empty directory. */
public class TempDirTest {
    @TempDir
    Path dir;

    @TempDir
    File legacy;

    private String started;

    @BeforeEach
    void note(TestInfo info) {
        started = info.getDisplayName();
    }

    @Test
    void fieldIsAnEmptyDirectory() throws IOException {
        assertTrue(Files.isDirectory(dir));
        try (var s = Files.list(dir)) {
            assertEquals(0, s.count());
        }
        assertTrue(legacy.isDirectory());
        assertNotEquals(dir.toFile(), legacy);
    }

    @Test
    void filesWrittenThereCanBeReadBack() throws IOException {
        Path f = dir.resolve("notes.txt");
        Files.write(f, List.of("one", "two"));
        assertEquals(List.of("one", "two"), Files.readAllLines(f));
        assertEquals("filesWrittenThereCanBeReadBack()", started);
    }

    @Test
    void parameterDirectoryIsAnotherOne(@TempDir Path other) throws IOException {
        assertTrue(Files.isDirectory(other));
        assertNotEquals(dir, other);
        Files.writeString(other.resolve("a"), "x");
        assertFalse(Files.exists(dir.resolve("a")));
    }

    @Test
    void eachTestStartsEmpty() throws IOException {
        Files.writeString(dir.resolve("left-over"), "y");
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void aFailingCheckStillFails() throws IOException {
        Files.writeString(dir.resolve("b"), "z");
        assertEquals("w", Files.readString(dir.resolve("b")));
    }
}
