// The inquiries contract: wire schemas, endpoint table, gateway type.
export * from './inquiries.contract';
