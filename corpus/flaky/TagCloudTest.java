import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.Test;

/** Tags attached to a blog post. */
public class TagCloudTest {

    /** No equals/hashCode: a HashSet orders tags by identity hash. */
    static final class Tag {
        final String name;

        Tag(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static final class Post {
        final Set<Tag> tags = new HashSet<>();

        Post tag(String... names) {
            for (String n : names) {
                tags.add(new Tag(n));
            }
            return this;
        }

        List<String> sortedTagNames() {
            List<String> names = new ArrayList<>();
            for (Tag t : tags) {
                names.add(t.name);
            }
            Collections.sort(names);
            return names;
        }
    }

    // FLAKY (unordered-collection): HashSet iteration order of objects hashed by identity.
    @Test
    public void printsTagsInTheOrderAdded() {
        Post post = new Post().tag("java", "testing");
        assertEquals("[java, testing]", post.tags.toString());
    }

    @Test
    public void printsTagsSorted() {
        Post post = new Post().tag("testing", "java", "flaky");
        assertEquals("[flaky, java, testing]", post.sortedTagNames().toString());
    }

    @Test
    public void countsTags() {
        assertEquals(3, new Post().tag("a", "b", "c").tags.size());
    }
}
