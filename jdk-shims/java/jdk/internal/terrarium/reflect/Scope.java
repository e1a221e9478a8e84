package jdk.internal.terrarium.reflect;

import java.lang.reflect.Constructor;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Method;
import java.lang.reflect.TypeVariable;

/**
 * Where the names in one signature resolve: classes through the loader of the
 * declaring class, type variables through the generic declaration and the
 * declarations around it (as HotSpot's ClassScope, MethodScope and
 * ConstructorScope chain them).
 */
final class Scope {
    private final GenericDeclaration declaration;
    private final ClassLoader loader;

    /**
     * {@code declaration} is a Class, Method or Constructor (for a field, its
     * declaring class); it also declares the signature's own type parameters.
     */
    Scope(GenericDeclaration declaration, Class<?> declaringClass) {
        this.declaration = declaration;
        this.loader = declaringClass.getClassLoader();
    }

    GenericDeclaration declaration() {
        return declaration;
    }

    /** Never initialises the class, as reflection must not run user code. */
    Class<?> namedClass(String binaryName) {
        try {
            return Class.forName(binaryName, false, loader);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(binaryName, e);
        }
    }

    /**
     * The innermost type variable called {@code name}, or null when none is in
     * scope: JDK 17 gives null there (later JDKs throw TypeNotPresentException).
     */
    TypeVariable<?> typeVariable(String name) {
        for (GenericDeclaration d = declaration; d != null; d = enclosing(d)) {
            for (TypeVariable<?> v : d.getTypeParameters()) {
                if (v.getName().equals(name)) {
                    return v;
                }
            }
        }
        return null;
    }

    /**
     * A method's or constructor's scope is inside its declaring class; a local or
     * anonymous class's is inside the method or constructor around it, else a
     * class's is inside its enclosing class. Like JDK 17, this does not stop at
     * static nested classes: javac never names an outer type variable there.
     */
    private static GenericDeclaration enclosing(GenericDeclaration d) {
        if (d instanceof Method) {
            return ((Method) d).getDeclaringClass();
        }
        if (d instanceof Constructor) {
            return ((Constructor<?>) d).getDeclaringClass();
        }
        Class<?> c = (Class<?>) d;
        Method method = c.getEnclosingMethod();
        if (method != null) {
            return method;
        }
        Constructor<?> constructor = c.getEnclosingConstructor();
        if (constructor != null) {
            return constructor;
        }
        return c.getEnclosingClass();
    }
}
