/** The context class loader of threads: the application loader, inherited, loading from the class path. */
public class ContextClassLoader {
  public static void main(String[] a) throws Exception {
    ClassLoader cl = Thread.currentThread().getContextClassLoader();
    System.out.println(cl.getClass().getName());
    System.out.println(cl.loadClass("ContextClassLoader").getName());
    System.out.println(ClassLoader.getSystemClassLoader() == cl);
    System.out.println(cl.getParent().getClass().getName() + " " + (cl.getParent().getParent() == null));
    Thread t = new Thread(() -> System.out.println(Thread.currentThread().getContextClassLoader() == cl));
    t.start(); t.join();
    try { cl.loadClass("NoSuch"); } catch (ClassNotFoundException e) { System.out.println(e); }
    Thread.currentThread().setContextClassLoader(null);
    System.out.println(Thread.currentThread().getContextClassLoader());
  }
}
