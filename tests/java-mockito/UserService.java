import java.util.ArrayList;
import java.util.List;

/** The service under test: registers users in a repository and notifies them. */
public class UserService {
    private final Repo repo;
    private final Notifier notifier;

    public UserService(Repo repo, Notifier notifier) {
        this.repo = repo;
        this.notifier = notifier;
    }

    public boolean register(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("empty name");
        }
        boolean saved = repo.save(name);
        if (saved) {
            notifier.send(name, "welcome " + name);
        }
        return saved;
    }

    public String greet(int id) {
        String name = repo.find(id);
        if (name == null) {
            return "nobody";
        }
        return "hello " + name;
    }

    public List<String> upperNames() {
        List<String> out = new ArrayList<>();
        for (String n : repo.all()) {
            out.add(n.toUpperCase());
        }
        return out;
    }

    public void remove(int id) {
        try {
            repo.delete(id);
            notifier.send("admin", "deleted " + id);
        } catch (IllegalStateException e) {
            notifier.send("admin", "could not delete " + id + ": " + e.getMessage());
        }
    }

    public int load() {
        return repo.count() + notifier.pending();
    }
}
