import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.Test;

/** Permissions granted by a user's roles. */
public class PermissionSetTest {

    static final class Permission {
        final String name;

        Permission(String name) {
            this.name = name;
        }
    }

    static final class Role {
        final List<Permission> grants;

        Role(Permission... grants) {
            this.grants = Arrays.asList(grants);
        }
    }

    static Set<Permission> effective(Role... roles) {
        return Arrays.stream(roles).flatMap(r -> r.grants.stream()).collect(Collectors.toSet());
    }

    // FLAKY (unordered-collection): Collectors.toSet() is a HashSet; permissions hash by identity.
    @Test
    public void describesEffectivePermissions() {
        Role reader = new Role(new Permission("read"));
        Role editor = new Role(new Permission("write"));
        String description = effective(reader, editor).stream().map(p -> p.name).collect(Collectors.joining(","));
        assertEquals("read,write", description);
    }

    @Test
    public void describesEffectivePermissionsSorted() {
        Role reader = new Role(new Permission("read"));
        Role editor = new Role(new Permission("write"), new Permission("delete"));
        Set<String> names = effective(reader, editor).stream().map(p -> p.name).collect(Collectors.toCollection(TreeSet::new));
        assertEquals("[delete, read, write]", names.toString());
    }

    @Test
    public void samePermissionObjectCountsOnce() {
        Permission read = new Permission("read");
        assertEquals(1, effective(new Role(read), new Role(read)).size());
    }
}
