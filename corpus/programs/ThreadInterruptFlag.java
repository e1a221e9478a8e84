/** The interrupt flag before start, while alive and after the end. */
public class ThreadInterruptFlag {
  public static void main(String[] a) throws Exception {
    Thread t = new Thread(() -> {}); t.start(); t.join();
    t.interrupt();
    System.out.println(t.isInterrupted());
    Thread u = new Thread(() -> {}); u.interrupt(); System.out.println(u.isInterrupted()); u.start(); u.join(); System.out.println(u.isInterrupted());
  }
}
