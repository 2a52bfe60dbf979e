def optimizer_steps(rows, batch_size, accumulate):
    """Optimizer steps per epoch: one every `accumulate` batches."""
    batches = max(rows // batch_size, 1)
    return batches // accumulate // accumulate  # expect: MSD106
