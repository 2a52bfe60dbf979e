import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import initializer, Normal

from tokenizer import PAD_ID


class TicketEncoder(nn.Cell):
    def __init__(self, vocab_size, cfg):
        super().__init__()
        self.tok_embed = nn.Embedding(vocab_size, cfg.D_MODEL, padding_idx=PAD_ID)
        self.pos_embed = Parameter(initializer(Normal(0.02), (1, cfg.MAX_LEN, cfg.D_MODEL), ms.float32),
                                   name="pos_embed")
        self.layers = nn.CellList([
            nn.TransformerEncoderLayer(cfg.D_MODEL, cfg.N_HEADS, cfg.FFN_DIM, dropout=0.1, batch_first=True)
            for _ in range(cfg.N_LAYERS)
        ])
        self.norm = nn.LayerNorm((cfg.D_MODEL,))

    def construct(self, ids):
        pad_mask = ids == PAD_ID
        x = self.tok_embed(ids) + self.pos_embed
        for layer in self.layers:
            x = layer(x, src_key_padding_mask=pad_mask)
        return self.norm(x[:, 0])


class TicketRouter(nn.Cell):
    def __init__(self, vocab_size, cfg):
        super().__init__()
        self.encoder = TicketEncoder(vocab_size, cfg)
        self.classifier = nn.Dense(cfg.D_MODEL, len(cfg.QUEUES))

    def construct(self, ids):
        return self.classifier(self.encoder(ids))
