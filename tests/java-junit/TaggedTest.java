import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Jupiter @Tag, for --tag / --exclude-tag. */
@Tag("unit")
public class TaggedTest {
    @Test
    @Tag("fast")
    public void fast() {
    }

    @Test
    @Tag("slow")
    @Tag("db")
    public void slowDb() {
        assertEquals(1, 2);
    }

    @Test
    public void untagged() {
    }

    @Nested
    @Tag("nested")
    class Inner {
        @Test
        @Tag("fast")
        public void innerFast() {
        }

        @Test
        public void innerPlain() {
        }
    }
}
