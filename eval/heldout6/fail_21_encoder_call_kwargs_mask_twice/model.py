from mindspore import nn

from config import ENCODER_CALL_KWARGS
from encoder import MaskedMixer


class Classifier(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.encoder = MaskedMixer(dim)
        self.fc = nn.Dense(dim, num_classes)
        self.enc_kwargs = dict(ENCODER_CALL_KWARGS)

    def construct(self, ids):
        key_padding_mask = ids == 0
        h = self.encoder(self.embed(ids), key_padding_mask, **self.enc_kwargs)
        return self.fc(h[:, 0])
