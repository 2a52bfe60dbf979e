KG = {
    "num_entities": 40,
    "num_relations": 5,
    "num_triples": 256,
}

TRAIN = {
    "emb_dim": 16,
    "margin": 1.0,
    "batch_size": 32,
    "lr": 0.01,
    "epochs": 2,
    "seed": 3,
}
