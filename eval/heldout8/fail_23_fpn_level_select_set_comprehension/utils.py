def select_levels(features, indices):
    """Keep the backbone levels named in `indices` (negative indices allowed, duplicates ignored)."""
    wanted = {i % len(features) for i in indices}  # ROOT
    return [features[i] for i in range(len(features)) if i in wanted]
