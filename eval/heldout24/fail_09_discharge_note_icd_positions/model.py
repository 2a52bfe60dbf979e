from mindspore import nn

from layers import SinusoidalPositions, LabelAttention


class NoteCoder(nn.Cell):
    def __init__(self, vocab_size, d_model, num_labels, max_len):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, d_model, padding_idx=0)
        self.positions = SinusoidalPositions(d_model)  # ROOT
        self.conv = nn.Conv1d(d_model, d_model, 5, pad_mode="same")
        self.act = nn.Tanh()
        self.label_attn = LabelAttention(d_model, num_labels)

    def construct(self, ids):
        x = self.positions(self.embed(ids))
        h = self.act(self.conv(x.transpose(0, 2, 1))).transpose(0, 2, 1)
        return self.label_attn(h)
