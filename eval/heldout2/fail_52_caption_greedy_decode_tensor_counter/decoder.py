import mindspore as ms
from mindspore import nn, ops


class CaptionDecoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.cell = nn.GRUCell(2 * dim, dim)
        self.lm_head = nn.Dense(dim, vocab)

    def construct(self, prev_tok, hidden, context):
        hidden = self.cell(ops.concat((self.tok(prev_tok), context), axis=-1), hidden)
        return self.lm_head(hidden), hidden


class GreedyCaptioner(nn.Cell):
    def __init__(self, encoder, decoder, bos_id, max_len):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder
        self.bos_id = bos_id
        self.max_len = max_len

    def construct(self, images):
        memory = self.encoder(images)
        context = memory.mean(axis=1)
        hidden = ops.tanh(context)
        tokens = ops.fill(ms.int32, (images.shape[0], 1), self.bos_id)
        step = ms.Tensor(0, ms.int32)  # ROOT
        while step < self.max_len:
            logits, hidden = self.decoder(tokens[:, -1], hidden, context)
            next_tok = logits.argmax(axis=-1).astype(ms.int32)
            tokens = ops.concat((tokens, next_tok[:, None]), axis=1)
            step = step + 1
        return tokens[:, 1:]
