from dataclasses import dataclass, field


@dataclass
class CTRConfig:
    field_sizes: tuple = (50, 20, 8, 30)  # user_id bucket, ad_id bucket, device, site
    num_dense: int = 3                     # age, hour, price
    emb_dim: int = 8
    deep_layers: list = field(default_factory=lambda: [64, 32])
    batch_size: int = 16
    lr: float = 1e-3
    steps: int = 3

    @property
    def num_sparse(self):
        return len(self.field_sizes)
