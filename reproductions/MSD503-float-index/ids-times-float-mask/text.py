"""Tokenised batches: ids, padding, masks."""
import mindspore as ms


def mask_padding(ids, pad_id):
    """Zero the ids of padding positions (they are looked up, then masked out again later)."""
    keep = (ids != pad_id).astype(ms.float32)
    return ids * keep, keep  # expect: MSD503
