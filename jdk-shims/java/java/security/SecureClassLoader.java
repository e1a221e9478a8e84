package java.security;

/** A class loader with code sources; in Terrarium, where there is no security manager, just a class loader. */
public class SecureClassLoader extends ClassLoader {
    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }
}
