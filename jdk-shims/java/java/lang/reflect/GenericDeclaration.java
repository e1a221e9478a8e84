package java.lang.reflect;

/**
 * A declaration that may declare type variables: a class, method or constructor.
 * In JDK 17 it extends AnnotatedElement, which Terrarium does not have yet.
 */
public interface GenericDeclaration {
    TypeVariable<?>[] getTypeParameters();
}
