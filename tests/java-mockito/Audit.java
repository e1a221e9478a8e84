/** Built by @InjectMocks with its no-argument constructor, then field injection. */
public class Audit {
    private Repo repo;
    Notifier notifier;

    public String check(int id) {
        String n = repo.find(id);
        notifier.send("audit", "checked " + n);
        return n;
    }
}
