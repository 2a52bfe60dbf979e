from mindspore import nn, ops


class TextCNN(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg["vocab_size"], cfg["embed_dim"])
        self.convs = nn.CellList([
            nn.Conv1d(cfg["embed_dim"], cfg["num_filters"], k, pad_mode="valid")
            for k in cfg["kernel_sizes"]
        ])
        feat = cfg["num_filters"] * len(cfg["kernel_sizes"])
        num_labels = cfg.get("num_labels")  # ROOT
        self.dropout = nn.Dropout(p=0.3)
        self.fc = nn.Dense(feat, num_labels)

    def construct(self, tokens):
        x = self.embed(tokens).transpose(0, 2, 1)
        pooled = [ops.relu(conv(x)).max(axis=2) for conv in self.convs]
        return self.fc(self.dropout(ops.cat(pooled, axis=1)))
