package java.lang.reflect;

/**
 * A type variable declared by a class, method or constructor.
 * JDK 17's TypeVariable also extends AnnotatedElement and declares
 * getAnnotatedBounds(); both are left out until Terrarium has AnnotatedElement
 * and AnnotatedType.
 */
public interface TypeVariable<D extends GenericDeclaration> extends Type {
    Type[] getBounds();

    D getGenericDeclaration();

    String getName();
}
