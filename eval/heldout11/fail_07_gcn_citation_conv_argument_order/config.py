GRAPH = dict(num_nodes=30, num_features=24, num_classes=3, edge_prob=0.12, train_ratio=0.5)
MODEL = dict(hidden=16, dropout=0.3)
OPTIM = dict(lr=0.01, weight_decay=5e-4, epochs=5)
