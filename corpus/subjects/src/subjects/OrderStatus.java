package subjects;

/** Order life cycle with allowed transitions. */
public enum OrderStatus {
    NEW, SUBMITTED, PAID, SHIPPED, DELIVERED, CANCELLED;

    public boolean canTransitionTo(OrderStatus next) {
        switch (this) {
            case NEW:
                return next == SUBMITTED || next == CANCELLED;
            case SUBMITTED:
                return next == PAID || next == CANCELLED;
            case PAID:
                return next == SHIPPED || next == CANCELLED;
            case SHIPPED:
                return next == DELIVERED;
            default:
                return false;
        }
    }

    public boolean isFinal() {
        return this == DELIVERED || this == CANCELLED;
    }

    public static OrderStatus parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("status required");
        }
        return valueOf(text.trim().toUpperCase());
    }
}
