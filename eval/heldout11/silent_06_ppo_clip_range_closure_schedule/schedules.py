def linear_decay(start, end, total_calls):
    """Returns a callable that yields the next value of a linearly decaying schedule on each call."""
    state = {"calls": 0}

    def next_value():
        frac = min(state["calls"] / max(total_calls - 1, 1), 1.0)
        state["calls"] += 1
        return start + frac * (end - start)

    return next_value
