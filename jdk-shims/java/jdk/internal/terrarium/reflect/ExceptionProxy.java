package jdk.internal.terrarium.reflect;

import java.lang.annotation.AnnotationTypeMismatchException;
import java.lang.reflect.Method;

/**
 * A member value that could not be built (a missing class or enum constant, a
 * value of the wrong type). As in the JDK, the annotation is still created and
 * the error is thrown only by the member's accessor; toString shows a warning in
 * place of the value. Equality is identity, as the JDK's.
 */
abstract class ExceptionProxy {
    abstract RuntimeException generateException();

    static final class TypeNotPresent extends ExceptionProxy {
        final String typeName;
        final Throwable cause;

        TypeNotPresent(String typeName, Throwable cause) {
            this.typeName = typeName;
            this.cause = cause;
        }

        @Override
        RuntimeException generateException() {
            return new TypeNotPresentException(typeName, cause);
        }

        @Override
        public String toString() {
            return typeName + ".class /* Warning: type not present! */";
        }
    }

    static final class EnumConstantNotPresent extends ExceptionProxy {
        private final Class<? extends Enum<?>> enumType;
        private final String constantName;

        EnumConstantNotPresent(Class<? extends Enum<?>> enumType, String constantName) {
            this.enumType = enumType;
            this.constantName = constantName;
        }

        @Override
        RuntimeException generateException() {
            return new EnumConstantNotPresentException(enumType, constantName);
        }

        @Override
        public String toString() {
            return constantName + " /* Warning: constant not present! */";
        }
    }

    static final class TypeMismatch extends ExceptionProxy {
        private final String foundType;
        // Set once the member it was found for is known (not for defaults or array elements).
        private Method member;

        TypeMismatch(String foundType) {
            this.foundType = foundType;
        }

        void setMember(Method member) {
            this.member = member;
        }

        @Override
        RuntimeException generateException() {
            return new AnnotationTypeMismatchException(member, foundType);
        }

        @Override
        public String toString() {
            return "/* Warning type mismatch! \"" + foundType + "\" */";
        }
    }
}
