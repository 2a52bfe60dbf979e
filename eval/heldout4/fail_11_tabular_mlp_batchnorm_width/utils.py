def layer_widths(in_dim, hidden, depth):
    """[in_dim, hidden, hidden/2, ...] - a funnel-shaped MLP."""
    return [in_dim] + [max(hidden // (2 ** i), 8) for i in range(depth)]
