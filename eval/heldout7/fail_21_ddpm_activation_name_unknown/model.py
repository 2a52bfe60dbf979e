from mindspore import nn

from layers import SinusoidalTimeEmbedding, ResidualMLPBlock


class Denoiser(nn.Cell):
    def __init__(self, data_dim, hidden, time_dim, num_blocks, activation):
        super().__init__()
        self.time_embed = SinusoidalTimeEmbedding(time_dim)
        self.inp = nn.Dense(data_dim, hidden)
        self.blocks = nn.CellList([ResidualMLPBlock(hidden, time_dim, activation) for _ in range(num_blocks)])
        self.out = nn.Dense(hidden, data_dim)

    def construct(self, x_t, t):
        t_emb = self.time_embed(t)
        h = self.inp(x_t)
        for block in self.blocks:
            h = block(h, t_emb)
        return self.out(h)
