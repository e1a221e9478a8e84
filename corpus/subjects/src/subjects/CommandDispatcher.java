package subjects;

import java.util.ArrayDeque;
import java.util.Deque;

/** Executes text commands against a small integer stack using a string switch. */
public class CommandDispatcher {

    private final Deque<Integer> stack = new ArrayDeque<>();

    public String execute(String commandLine) {
        if (commandLine == null || commandLine.trim().isEmpty()) {
            return "ERROR: empty command";
        }
        String[] parts = commandLine.trim().split("\\s+");
        String command = parts[0].toLowerCase();
        switch (command) {
            case "push":
                if (parts.length != 2) {
                    return "ERROR: push needs one argument";
                }
                try {
                    stack.push(Integer.parseInt(parts[1]));
                } catch (NumberFormatException e) {
                    return "ERROR: not a number";
                }
                return "OK";
            case "pop":
                if (stack.isEmpty()) {
                    return "ERROR: stack empty";
                }
                return String.valueOf(stack.pop());
            case "add":
            case "mul":
                if (stack.size() < 2) {
                    return "ERROR: need two values";
                }
                int right = stack.pop();
                int left = stack.pop();
                int result = command.equals("add") ? left + right : left * right;
                stack.push(result);
                return String.valueOf(result);
            case "clear":
                stack.clear();
                return "OK";
            case "size":
                return String.valueOf(stack.size());
            case "help":
                return "push pop add mul clear size help";
            default:
                return "ERROR: unknown command " + command;
        }
    }

    public int depth() {
        return stack.size();
    }
}
