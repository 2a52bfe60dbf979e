import mindspore as ms
from mindspore import nn, ops


class TweetEncoder(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.conv = nn.Conv1d(embed_dim, hidden, 3, pad_mode="same", has_bias=True)
        self.act = nn.ReLU()

    def construct(self, tokens):
        x = self.embed(tokens).transpose(0, 2, 1)
        h = self.act(self.conv(x))
        return h.max(axis=-1)


class MultiTaskTweetNet(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, tasks, active_task):
        super().__init__()
        self.encoder = TweetEncoder(vocab_size, embed_dim, hidden)
        self.heads = nn.CellDict({name: nn.Dense(hidden, n) for name, n in tasks.items()})
        self.active_task = active_task

    def construct(self, tokens):
        h = self.encoder(tokens)
        return self.heads[self.active_task](h)
