"""Hyper-parameters for the character-level news topic classifier."""

ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789-,;.!?:'\"/|_@#$%&*+=()[] "
SPECIALS = ("<pad>", "<unk>")


class CharCNNConfig:
    alphabet = ALPHABET
    specials = SPECIALS
    vocab_size = len(ALPHABET)  # ROOT
    embed_dim = 16
    max_len = 48
    num_filters = 12
    kernel_sizes = (3, 4, 5)
    num_classes = 4
    dropout = 0.1
    batch_size = 4
    learning_rate = 1e-3
    train_steps = 2
