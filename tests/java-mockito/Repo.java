import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A repository of user names by id: what the service under test talks to. */
public interface Repo {
    String find(int id);

    boolean save(String name);

    List<String> all();

    int count();

    void delete(int id);

    Optional<String> lookup(String key);

    Map<String, Integer> scores();

    Set<Integer> ids();

    long total(long base, double factor);

    String describe(Object what);
}
