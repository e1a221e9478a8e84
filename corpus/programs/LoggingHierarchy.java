import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/** A service tree of loggers: levels inherited by dotted names, handlers reached through parents. */
public class LoggingHierarchy {
    /** "[handler] LEVEL logger: message", so that each line says which handler wrote it. */
    static final class TaggedFormatter extends Formatter {
        private final String tag;

        TaggedFormatter(String tag) {
            this.tag = tag;
        }

        @Override
        public String format(LogRecord r) {
            return "[" + tag + "] " + r.getLevel() + " " + r.getLoggerName() + ": " + formatMessage(r) + "\n";
        }
    }

    static StreamHandler handler(String tag, Level level) {
        StreamHandler h = new StreamHandler(System.out, new TaggedFormatter(tag)) {
            @Override
            public synchronized void publish(LogRecord record) {
                super.publish(record);
                flush();
            }
        };
        h.setLevel(level);
        return h;
    }

    static String describe(Logger l) {
        StringBuilder sb = new StringBuilder();
        sb.append('"').append(l.getName()).append('"');
        sb.append(" level=").append(l.getLevel());
        sb.append(" handlers=").append(l.getHandlers().length);
        sb.append(" useParent=").append(l.getUseParentHandlers());
        Logger p = l.getParent();
        sb.append(" parent=").append(p == null ? "none" : "\"" + p.getName() + "\"");
        String eff = "?";
        Level[] order = {Level.FINEST, Level.FINER, Level.FINE, Level.CONFIG, Level.INFO, Level.WARNING, Level.SEVERE};
        for (Level lv : order) {
            if (l.isLoggable(lv)) {
                eff = lv.getName();
                break;
            }
        }
        if (eff.equals("?")) {
            eff = "OFF";
        }
        return sb.append(" effective=").append(eff).toString();
    }

    public static void main(String[] args) {
        Logger root = Logger.getLogger("");
        Handler[] defaults = root.getHandlers();
        System.out.println("root handlers: " + defaults.length + " " + defaults[0].getClass().getName() + " level="
                + defaults[0].getLevel() + " formatter=" + defaults[0].getFormatter().getClass().getName());
        for (Handler h : defaults) {
            root.removeHandler(h);
        }
        root.addHandler(handler("root", Level.ALL));

        // A child made before its parent is re-parented when the parent appears
        Logger repo = Logger.getLogger("com.acme.shop.repo");
        System.out.println(describe(repo));
        Logger shop = Logger.getLogger("com.acme.shop");
        System.out.println(describe(repo));
        System.out.println(describe(shop));
        Logger web = Logger.getLogger("com.acme.shop.web.controllers");
        Logger acme = Logger.getLogger("com.acme");
        System.out.println(describe(web));

        // Levels flow down until a logger sets its own
        acme.setLevel(Level.FINE);
        System.out.println(describe(repo));
        System.out.println(describe(web));
        shop.setLevel(Level.WARNING);
        System.out.println(describe(repo));
        repo.setLevel(Level.FINEST);
        acme.setLevel(Level.SEVERE);
        System.out.println(describe(repo));
        System.out.println(describe(web));
        shop.setLevel(null);
        System.out.println(describe(web));

        repo.finest("query plan cached");
        web.severe("controller crashed");
        web.warning("not shown: com.acme is SEVERE");

        // Handlers on the way up
        shop.addHandler(handler("shop", Level.INFO));
        repo.info("saved order 17");
        repo.fine("fine reaches root only");
        repo.setUseParentHandlers(false);
        repo.info("repo has no handler of its own and no parents: dropped");
        repo.addHandler(handler("repo", Level.ALL));
        repo.info("repo only");
        repo.setUseParentHandlers(true);
        shop.setUseParentHandlers(false);
        repo.warning("repo and shop, not root");
        shop.setUseParentHandlers(true);

        // Handler level and filter
        Handler shopHandler = shop.getHandlers()[0];
        shopHandler.setFilter(r -> !r.getMessage().startsWith("noise"));
        repo.severe("noise from the pool");
        repo.severe("disk full");
        shop.removeHandler(shopHandler);
        shop.removeHandler(null);
        repo.severe("after removing shop's handler");
        repo.removeHandler(repo.getHandlers()[0]);

        // Same name, same logger
        System.out.println("same instance: " + (Logger.getLogger("com.acme.shop") == shop));

        // Anonymous and global loggers
        Logger anon = Logger.getAnonymousLogger();
        System.out.println("anonymous: name=" + anon.getName() + " parent is root=" + (anon.getParent() == root));
        anon.info("from the anonymous logger");
        Logger global = Logger.getGlobal();
        System.out.println("global: name=" + global.getName() + " parent is root=" + (global.getParent() == root)
                + " same as getLogger=" + (Logger.getLogger(Logger.GLOBAL_LOGGER_NAME) == global));
        global.info("from the global logger");

        // Explicit parent
        Logger plugin = Logger.getLogger("plugins.audit");
        plugin.setParent(shop);
        acme.setLevel(Level.ALL);
        plugin.config("plugin under shop");
        System.out.println(describe(plugin));

        // Names known to the manager
        List<String> names = new ArrayList<>();
        for (Enumeration<String> e = LogManager.getLogManager().getLoggerNames(); e.hasMoreElements();) {
            names.add(e.nextElement());
        }
        Collections.sort(names);
        System.out.println("names: " + names);
        System.out.println("manager has com.acme.shop.web: " + LogManager.getLogManager().getLogger("com.acme.shop.web"));
        System.out.println("root level: " + root.getLevel() + " root parent: " + root.getParent());
    }
}
