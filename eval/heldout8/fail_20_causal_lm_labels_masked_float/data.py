import numpy as np

IGNORE_INDEX = -100
PAD_ID = 0


def pack_examples(prompts, responses, max_len):
    """Concatenate prompt+response token ids; only response tokens contribute to the loss."""
    n = len(prompts)
    input_ids = np.full((n, max_len), PAD_ID, dtype=np.int32)
    loss_mask = np.zeros((n, max_len), dtype=np.float32)
    for i, (p, r) in enumerate(zip(prompts, responses)):
        seq = (p + r)[:max_len]
        input_ids[i, : len(seq)] = seq
        loss_mask[i, len(p) : len(seq)] = 1.0
    return input_ids, loss_mask


def shift_labels(input_ids, loss_mask):
    targets = np.roll(input_ids, -1, axis=1)
    mask = np.roll(loss_mask, -1, axis=1)
    mask[:, -1] = 0.0
    labels = targets * mask + IGNORE_INDEX * (1 - mask)  # ROOT
    return labels


def sft_batches(rng, vocab, batch, max_len, steps):
    for _ in range(steps):
        prompts = [list(rng.integers(1, vocab, size=rng.integers(2, 5))) for _ in range(batch)]
        responses = [list(rng.integers(1, vocab, size=rng.integers(2, 5))) for _ in range(batch)]
        ids, mask = pack_examples(prompts, responses, max_len)
        yield ids, shift_labels(ids, mask)
