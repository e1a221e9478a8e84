/** Built by @InjectMocks from its constructor. */
public class Mailer {
    private final Notifier notifier;
    private final Repo repo;

    public Mailer(Notifier notifier, Repo repo) {
        this.notifier = notifier;
        this.repo = repo;
    }

    public void mailAll() {
        for (String n : repo.all()) {
            notifier.send(n, "news");
        }
    }
}
