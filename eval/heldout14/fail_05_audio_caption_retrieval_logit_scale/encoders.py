from mindspore import nn, ops


class AudioEncoder(nn.Cell):
    def __init__(self, mel_bins, dim):
        super().__init__()
        self.conv = nn.Conv1d(mel_bins, dim, 3, pad_mode="same", has_bias=True)
        self.proj = nn.Dense(dim, dim)

    def construct(self, mel):
        h = ops.relu(self.conv(mel)).mean(axis=-1)
        return self.proj(h)


class CaptionEncoder(nn.Cell):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.proj = nn.Dense(dim, dim)

    def construct(self, tokens):
        return self.proj(self.embed(tokens).mean(axis=1))
