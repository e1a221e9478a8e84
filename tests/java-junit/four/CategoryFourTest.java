import static org.junit.Assert.assertEquals;

import org.junit.Test;
import org.junit.experimental.categories.Category;

/** JUnit 4 @Category, for --category (and --tag, as the vintage engine tags them). */
public class CategoryFourTest {
    /** A category. */
    public interface Slow {
    }

    /** A narrower category. */
    public interface VerySlow extends Slow {
    }

    @Test
    @Category(Slow.class)
    public void slow() {
    }

    @Test
    @Category(VerySlow.class)
    public void verySlow() {
        assertEquals(1, 2);
    }

    @Test
    public void plain() {
    }

    /** A whole class in a category. */
    @Category(Slow.class)
    public static class AllSlow {
        @Test
        public void one() {
        }
    }
}
